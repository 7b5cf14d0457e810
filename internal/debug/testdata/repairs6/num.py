# op: NUM line: 8 (numbers read as text, ordered as text)
import csv
import io


def oldest(text):
    rows = list(csv.DictReader(io.StringIO(text)))
    return max(rows, key=lambda r: r["age"])["name"]


assert oldest("name,age\nIda,9\nOla,31\nMo,104\n") == "Mo", oldest("name,age\nIda,9\nOla,31\nMo,104\n")
