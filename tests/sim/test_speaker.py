"""The window's speaker: buzzer tones as square waves, on SDL's dummy audio driver."""
import pygame

from sim.peripherals import VirtualBuzzer
from sim.speaker import AMPLITUDE, RATE, Speaker, square_wave


def test_square_wave():
    wave = square_wave(1000, 10)
    assert len(wave) == RATE // 100
    half = RATE // 2000
    assert list(wave[:half]) == [AMPLITUDE] * half and wave[half] == -AMPLITUDE
    assert set(square_wave(0, 5)) == {0}


def test_speaker_follows_the_buzzer(monkeypatch):
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    speaker = Speaker(pygame)
    try:
        buzzer = VirtualBuzzer()
        buzzer.tone(880, 200)
        speaker.follow(buzzer)
        assert pygame.mixer.get_busy() and list(speaker._cache) == [(880, 200)]
        buzzer.tone(880, 200)
        speaker.follow(buzzer)
        assert len(speaker._cache) == 1  # the same tone is made once
        buzzer.stop()
        speaker.follow(buzzer)
        assert not pygame.mixer.get_busy()
    finally:
        speaker.close()
