// The `scrollsim` command-line tool (the core engine issue fills this in).
print("scrollsim: not yet implemented")
