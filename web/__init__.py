# The web build: the firmware in a browser on MicroPython's WebAssembly port (make web).
