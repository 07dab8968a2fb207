# Runs at every reset, before main.py. Kept tiny: after a soft reset a running watchdog must
# still be fed, or mpremote's copy would be cut short by a reset.
import sys

# A firmware with the games frozen in (make firmware) must run them from flash: search it
# before the filesystem, where the games' data files sit in folders of the same names.
if ".frozen" in sys.path:
    sys.path.remove(".frozen")
    sys.path.insert(0, ".frozen")
try:
    from hal.pico import keep_fed_after_soft_reset
    keep_fed_after_soft_reset()
except Exception as e:
    print("boot.py:", e)
