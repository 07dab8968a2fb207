VERSION = "v1"  # shown on the splash and by the hardware check
