import csv
import io

text = """name,city,phone
Ann Lee,Boston,555-0101
"Smith, John",Denver,555-0199
Maria Gomez,"Austin",555-0142
"""


def load_contacts(data):
    lines = data.strip().splitlines()
    header = lines[0].split(",")
    contacts = []
    for line in lines[1:]:
        row = line.split(",")
        record = dict(zip(header, row))
        record = {k: v.strip('"') for k, v in record.items()}
        contacts.append(record)
    return contacts


def export(contacts):
    buf = io.StringIO()
    writer = csv.writer(buf)
    for c in contacts:
        writer.writerow([c["name"], c["phone"]])
    return buf.getvalue()


contacts = load_contacts(text)
print(export(contacts))
book = {c["name"]: c["phone"] for c in contacts}
assert book == {"Ann Lee": "555-0101", "Smith, John": "555-0199", "Maria Gomez": "555-0142"}
