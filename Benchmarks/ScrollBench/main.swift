// ScrollBench: per-frame cost against the frame budget (its own issue fills this in).
print("ScrollBench: not yet implemented")
