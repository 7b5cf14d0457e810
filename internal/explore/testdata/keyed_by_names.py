import pandas as pd

s = df["A"]
print(s[dates[5]])
part = frame.copy()
print(part[other > 0])
with open(json_file, "rb") as fh:
    data = fh.read()
read = pd.read_json(data.decode())
print(read["price"].sum())
