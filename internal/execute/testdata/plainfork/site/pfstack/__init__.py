# Formats the stack when imported (and keeps nothing of it): linecache
# then holds the lines of the file that imported it.
import traceback

traceback.format_stack()
