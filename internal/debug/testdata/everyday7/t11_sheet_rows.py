def new_sheet(title, rows=[]):
    return {"title": title, "rows": rows}


def add_row(sheet, *cells):
    sheet["rows"].append(list(cells))


def column_total(sheet, index):
    return sum(row[index] for row in sheet["rows"])


def render(sheet):
    width = max(len(str(c)) for row in sheet["rows"] for c in row)
    lines = [sheet["title"]]
    for row in sheet["rows"]:
        lines.append(" ".join(str(c).rjust(width) for c in row))
    return "\n".join(lines)


march = new_sheet("march")
add_row(march, "rent", 900)
add_row(march, "food", 310)

april = new_sheet("april")
add_row(april, "rent", 900)
add_row(april, "bike", 45)

result = (column_total(march, 1), column_total(april, 1), render(april).count("\n"))
print(result)
assert result == (1210, 945, 2), result
