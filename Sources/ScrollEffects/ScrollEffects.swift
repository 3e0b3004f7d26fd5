// ScrollEffects: strategy objects for the seed articles' scroll effects (the layout issue fills this in).
import ScrollSim
