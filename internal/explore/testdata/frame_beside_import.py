from io import StringIO

# The block imports what it needs beyond its page's setup; df is the
# page's frame.
buf = StringIO()
df.to_csv(buf)
print(buf.getvalue().count("\n"))
# Through pandas' .str accessor: a Series, pandas in play without its
# import; text read through StringIO by a reader: a frame's CSV text.
print(words.str.replace("a", "XX-XX ", regex=True))
print(pd.read_csv(StringIO(content), parse_dates=["when"])["when"].dt.day.sum())
