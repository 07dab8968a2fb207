"""make firmware: the freeze manifest freezes exactly the modules make stage ships, and the
build says in one line what is missing instead of failing deep inside make."""
import os

from tools import firmware, stage

ROOT = stage.ROOT


class Recorder:
    """The manifest API of MicroPython's tools/manifestfile.py, recording the frozen paths."""

    def __init__(self):
        self.frozen = []

    def package(self, package_path, files=None, base_path="."):
        base = os.path.normpath(os.path.join(os.getcwd(), base_path))
        if files is None:  # the whole folder: list it as the manifest tool would
            folder = os.path.join(base, package_path)
            files = [os.path.relpath(os.path.join(d, n), folder)
                     for d, _, names in os.walk(folder) for n in names if n.endswith(".py")]
        for name in files:
            path = os.path.join(base, package_path, name)
            assert os.path.exists(path), path
            self.frozen.append(os.path.join(package_path, name).replace(os.sep, "/"))

    def module(self, module_path, base_path="."):
        assert os.path.exists(os.path.join(os.getcwd(), base_path, module_path)), module_path
        self.frozen.append(module_path)


def frozen_by_manifest():
    recorder = Recorder()
    here = os.getcwd()
    os.chdir(os.path.join(ROOT, "firmware"))  # the manifest tool runs it from its folder
    try:
        with open("manifest.py") as f:
            exec(f.read(), {"include": lambda path: None, "package": recorder.package,
                            "module": recorder.module})
    finally:
        os.chdir(here)
    return sorted(recorder.frozen)


def test_the_manifest_freezes_every_module_make_stage_ships_and_nothing_else():
    shipped = [rel.replace(os.sep, "/") for rel in stage.project_files() if rel.endswith(".py")]
    shipped += [rel.replace(os.sep, "/") for _, rel in stage.driver_sources()]
    assert frozen_by_manifest() == sorted(shipped)


def test_without_micropython_it_says_what_to_do_in_one_line(capsys):
    assert firmware.main([""]) == 2
    out = capsys.readouterr().out
    assert out.count("\n") == 1 and "MICROPYTHON=" in out and "v1.23" in out


def test_a_folder_that_is_not_micropython_is_named(tmp_path):
    assert "not a MicroPython checkout" in firmware.problem(str(tmp_path))
    (tmp_path / "ports" / "rp2").mkdir(parents=True)
    (tmp_path / "ports" / "rp2" / "Makefile").write_text("")
    assert "make -C %s/ports/rp2 submodules" % tmp_path in firmware.problem(str(tmp_path))


def test_a_pico_w_without_its_wireless_submodules_is_told_which(tmp_path):
    (tmp_path / "ports" / "rp2").mkdir(parents=True)
    (tmp_path / "ports" / "rp2" / "Makefile").write_text("")
    (tmp_path / "lib" / "pico-sdk").mkdir(parents=True)
    (tmp_path / "lib" / "pico-sdk" / "README.md").write_text("")
    for lib in firmware.WIRELESS_LIBS:
        (tmp_path / "lib" / lib).mkdir()
    (tmp_path / "lib" / "lwip" / "README").write_text("")
    why = firmware.problem(str(tmp_path), ["RPI_PICO2", "RPI_PICO_W"])
    assert why.startswith("RPI_PICO_W needs lib/cyw43-driver, lib/btstack:")
    assert "BOARD=RPI_PICO_W submodules" in why
