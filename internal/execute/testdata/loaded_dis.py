# Whether dis is loaded before the file imports it (TestRunLoadsNoDis): a
# plain python3 run has not loaded it, and the line metric no longer does.
import sys
print("dis" in sys.modules)
