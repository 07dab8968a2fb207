"""Video poker's title card (the app's hook, gamehost.title_tagline): the machine a Resume
opens, or with no game saved the one New game opens, named as the setup page names it. The
machines' (key, name) list lives here, small and importing nothing, so the title card reads
it without the pay tables."""

# New game asks on poker's own page, and only where credits or a hand in play would go
# (screen.py's ASK): the title card asks nothing more (gamehost.asks_new)
NEW_ASKS = True

# The machines in the setup page's order: (key, name on the glass, up to 20 characters);
# paytable.py has Jacks or Better's table, machines.py the others'.
MACHINES = (("jacks", "9/6 Jacks/Better"), ("bonus", "8/5 Bonus Poker"),
            ("double_bonus", "10/7 Double Bonus"), ("double_double", "9/6 Dbl Dbl Bonus"),
            ("deuces", "Full-pay Deuces"))
# The setup page's record (setup.py): {"machine": an index into MACHINES}; the first without
SETUP_RECORD = "poker_setup"
SETUP_VERSION = 1


def tagline(saved, storage):
    """The name of the machine saved (saved: a resume state, whose "machine", engine.Machine's
    dict, names a machine other than Jacks or Better by its key), or None: the game's own
    tagline (a state no longer readable: Resume starts afresh). With no game saved (saved
    None), the machine the setup page chose, which New game opens on: a choice there stands
    even when B leaves the page (review 47: 10/7 Double Bonus chosen, B, and the card said
    Jacks or Better)."""
    if saved is None:
        setup = storage.load(SETUP_RECORD, SETUP_VERSION, None)
        index = setup.get("machine") if isinstance(setup, dict) else 0
        return MACHINES[index if isinstance(index, int) and 0 <= index < len(MACHINES)
                        else 0][1]
    machine = saved.get("machine") if isinstance(saved, dict) else None
    if not isinstance(machine, dict):
        return None
    key = machine.get("machine", MACHINES[0][0])
    for k, name in MACHINES:
        if k == key:
            return name
    return None
