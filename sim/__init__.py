# The simulated board and its front ends (window, terminal, headless) and the arena.
