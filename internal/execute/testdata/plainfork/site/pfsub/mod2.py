import warnings

import pfsub

pfsub.state.append("mod2")
# Ignored by default, it leaves the importing file's globals a warning
# registry that holds only the filters' version (so does the cold run).
warnings.warn("pending", PendingDeprecationWarning, stacklevel=2)
