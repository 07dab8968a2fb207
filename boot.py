# Runs at every reset, before main.py. Kept tiny: after a soft reset a running watchdog must
# still be fed, or mpremote's copy would be cut short by a reset.
try:
    from hal.pico import keep_fed_after_soft_reset
    keep_fed_after_soft_reset()
except Exception as e:
    print("boot.py:", e)
