import json

PRINTER_DEFAULTS = {"copies": 1, "duplex": False, "color": "mono", "paper": "A4"}

JOB = '{"copies": 3, "duplex": true, "stapled": true}'


def job_options(text):
    data = json.loads(text)
    return {k: v for k, v in data.items() if k in PRINTER_DEFAULTS}


def effective(job_text):
    requested = job_options(job_text)
    return {**requested, **PRINTER_DEFAULTS}


def command_line(options):
    return " ".join(f"--{k}={json.dumps(options[k])}" for k in sorted(options))


result = command_line(effective(JOB))
print(result)
assert result == '--color="mono" --copies=3 --duplex=true --paper="A4"', result
