"""``python -m app.sound.write``: rewrite ``resources/sounds/*.wav`` from the synthesiser."""

from app.sound.synth import write_resources

if __name__ == "__main__":
    write_resources()
