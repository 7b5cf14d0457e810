# pandas reads a frequency and a start date from strings: made-up text is
# "Invalid frequency", then "could not convert string to Timestamp".
import pandas as pd
days = pd.date_range(start, periods=3, freq=step)
print("days", len(days))
