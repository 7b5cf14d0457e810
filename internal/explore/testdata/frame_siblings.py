import pandas as pd

print(df.memory_usage().sum() / 1e3, sdf.memory_usage().sum() / 1e3)
df.loc["j":"k", "cats"] = 0
print(df.loc["j":"k"])
