import math

PRICE_PER_SHEET = 0.08


def parse_pages(spec):
    pages = []
    for part in spec.split(","):
        part = part.strip()
        if "-" in part:
            first, last = part.split("-")
            pages.extend(range(int(first), int(last)))
        else:
            pages.append(int(part))
    return pages


def sheets(spec, duplex):
    count = len(parse_pages(spec))
    return math.ceil(count / 2) if duplex else count


def print_cost(jobs):
    per_job = {name: sheets(spec, duplex) for name, spec, duplex in jobs}
    return per_job, round(sum(per_job.values()) * PRICE_PER_SHEET, 2)


JOBS = [
    ("report", "1-4, 7, 9-10", True),
    ("flyer", "2", False),
    ("minutes", "1-3", False),
]
result = print_cost(JOBS)
print(result)
assert result == ({"report": 4, "flyer": 1, "minutes": 3}, 0.64), result
