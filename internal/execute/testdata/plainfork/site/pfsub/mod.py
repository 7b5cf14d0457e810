import time

import pfsub

pfsub.state.append("mod")
# An import that costs CPU (pandas.tests.x with pytest and scipy): a
# sub-server starts for it (plainfork.py _SUB_CPU).
t = time.process_time()
while time.process_time() - t < 0.3:
    pass
