"""A viper module (position.py, exact.py) as plain bytecode, for a MicroPython built without
the native emitter: its compiler refuses @micropython.viper with a SyntaxError, so the same
source runs here with the decorators taken out. This needs the module's source beside this
file; the .mpy files that tools/stage.py writes carry the routines as machine code instead."""


class Namespace:
    pass


def load(name):
    folder = __file__[:__file__.rfind("/") + 1]
    with open(folder + name + ".py") as f:
        source = f.read().replace("@micropython.viper\n", "")
    scope = {"__name__": "firmware.games.connect4." + name}
    exec(source, scope)
    module = Namespace()
    for key, value in scope.items():
        setattr(module, key, value)
    return module
