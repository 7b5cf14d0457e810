# csv's DictWriter wants the field names this call leaves out: the real
# module raises on the first line, where a stand-in for it runs on.
writer = csv.DictWriter(out_file)
writer.writeheader()
print("header written")
