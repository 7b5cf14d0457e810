import pandas as pd

expr = "(left > 0) & (right > 0)"
both = pd.eval(expr)
print(pd.eval("scale * 2"), both)
