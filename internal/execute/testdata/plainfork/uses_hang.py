# unstuck explore, node 1
from pfsub.hang import pfsub
print("never")
