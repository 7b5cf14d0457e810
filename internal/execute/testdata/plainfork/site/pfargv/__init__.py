# Keeps the name of the program it was imported by.
import sys

prog = sys.argv[0]
