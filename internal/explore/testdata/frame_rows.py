import pandas as pd

positive = frame.loc["north"] > 0
print(frame.loc[:, positive])
print(frame.loc["south", "sales"] + 1)
