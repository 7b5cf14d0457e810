# Whether wave was imported before this package: a file that imports wave
# first sees True in its cold run, a fork of a server that imported this
# package alone would see False.
import sys

wave_first = "wave" in sys.modules
