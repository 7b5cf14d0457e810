import time
import warnings

import pfsub

pfsub.state.append("mod2")
# Ignored by default, it leaves the importing file's globals a warning
# registry that holds only the filters' version (so does the cold run).
warnings.warn("pending", PendingDeprecationWarning, stacklevel=2)
t = time.process_time()
while time.process_time() - t < 0.3:
    pass
