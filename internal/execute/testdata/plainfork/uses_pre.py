# unstuck explore, node 1
import wave
import pfpre
if pfpre.wave_first:
    print("wave first")
