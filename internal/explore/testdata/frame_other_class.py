import pandas as pd

ratio = ts2.memory_usage(deep=True).sum() / ts.memory_usage(deep=True).sum()
print(f"{ratio:0.2f}")
