import collections.abc
print("possible 1")
try:
    if isinstance(retry_count, int) and retry_count >= 0 and len(list(retry_count)) >= 0:
        print("IMPOSSIBLE an int that iterates")
except Exception:
    pass
try:
    if isinstance(limit, int) and limit == limit + 0 and len(limit) >= 0:
        print("IMPOSSIBLE an int with a length")
except Exception:
    pass
try:
    if isinstance(port_no, int) and port_no > -1 and (80 in port_no or 80 not in port_no):
        print("IMPOSSIBLE membership in an int")
except Exception:
    pass
try:
    if isinstance(idx, int) and idx + 1 > idx and idx[0] is not None:
        print("IMPOSSIBLE an int that is subscripted")
except Exception:
    pass
try:
    if isinstance(handler_id, int) and handler_id * 1 == handler_id and handler_id(0) is not None:
        print("IMPOSSIBLE an int that is called")
except Exception:
    pass
try:
    if isinstance(lock_level, int) and lock_level >= lock_level:
        with lock_level:
            print("IMPOSSIBLE an int as a context manager")
except Exception:
    pass
try:
    steps = total_steps + 0
    if steps == total_steps and isinstance(total_steps, int):
        for _ in total_steps:
            print("IMPOSSIBLE iterating a number after arithmetic")
            break
except Exception:
    pass
try:
    if max_len > 0 and isinstance(max_len, (int, float)):
        max_len[1] = 5
        print("IMPOSSIBLE storing into a number")
except Exception:
    pass
try:
    shown = f"{width:>6}"
    if width + 1 == 2 and isinstance(width, int) and shown.strip() not in (str(width), "1"):
        print("IMPOSSIBLE a padded int shows another text")
except Exception:
    pass
try:
    cell_txt = "{:<4}|".format(cell_value)
    if cell_value * 2 == 2 and format(cell_value, "<4") + "|" != cell_txt:
        print("IMPOSSIBLE a format spec answers two ways")
except Exception:
    pass
try:
    before = f"{ratio_val:^7}"
    if ratio_val >= 0 and f"{ratio_val:^7}" != before:
        print("IMPOSSIBLE a centred format changes")
except Exception:
    pass
try:
    if len(country_code) == 2 and country_code.isalpha() and str(country_code) != country_code[:2]:
        print("IMPOSSIBLE text whose str is other text")
except Exception:
    pass
try:
    if len(tag_name) == 3 and tag_name.upper() and len(str(tag_name)) != 3:
        print("IMPOSSIBLE three characters shown as another length")
except Exception:
    pass
try:
    if isinstance(rows_seen, collections.abc.Iterable) and rows_seen + 1 == 2 and isinstance(rows_seen, int):
        if list(rows_seen) is not None:
            print("IMPOSSIBLE listing an int")
except Exception:
    pass
try:
    if callable(timeout_s) and timeout_s == 30 and isinstance(timeout_s, int):
        timeout_s()
        print("IMPOSSIBLE calling thirty")
except Exception:
    pass
try:
    lookup = {}
    lookup[job_id] = "queued"
    if job_id + 0 == job_id and job_id in lookup and lookup.get(job_id) != "queued":
        print("IMPOSSIBLE a stored key read back otherwise")
except Exception:
    pass
try:
    lo_b, hi_b = sorted([bound_a, bound_b])
    if lo_b > hi_b:
        print("IMPOSSIBLE sorted pair out of order")
except Exception:
    pass
try:
    if first_ts < second_ts:
        gap = second_ts - first_ts
        if gap <= 0 and isinstance(gap, int):
            print("IMPOSSIBLE a later time with no gap")
except Exception:
    pass
try:
    if sum(weights) != sum(list(weights)) and len(weights) < 100:
        print("IMPOSSIBLE a sum two ways")
except Exception:
    pass
try:
    if any(x > 0 for x in samples) and max(samples) <= 0:
        print("IMPOSSIBLE a positive sample above the max")
except Exception:
    pass
try:
    if min(readings, default=None) is None and len(readings) > 0 and None not in list(readings):
        print("IMPOSSIBLE min of a filled list is the default")
except Exception:
    pass
try:
    if next(iter(queue_items), None) is None and len(queue_items) > 0 and None not in list(queue_items):
        print("IMPOSSIBLE a non-empty sequence with no first")
except Exception:
    pass
try:
    mid_i = len(sorted_vals) // 2
    if mid_i > len(sorted_vals):
        print("IMPOSSIBLE a middle past the end")
except Exception:
    pass
try:
    name_upper = user_name.upper()
    if user_name.isupper() and name_upper != user_name:
        print("IMPOSSIBLE upper case that uppercasing changes")
except Exception:
    pass
try:
    parts_n = file_name.split(".")
    if len(parts_n) == 1 and "." in file_name:
        print("IMPOSSIBLE a dot that does not split")
except Exception:
    pass
try:
    if host_name.endswith(".com") and len(host_name) < 4:
        print("IMPOSSIBLE a suffix longer than the text")
except Exception:
    pass
try:
    if int(amount_str) == 10 and amount_str.startswith("-"):
        print("IMPOSSIBLE ten with a minus sign")
except Exception:
    pass
try:
    if str(n_items).isdigit() and n_items + 1 == 2 and str(n_items) != "1" and isinstance(n_items, int):
        print("IMPOSSIBLE digits of one that are not 1")
except Exception:
    pass
try:
    if job_cfg.get("retries") is not None and "retries" not in job_cfg and isinstance(job_cfg, dict):
        print("IMPOSSIBLE a dict get finds an absent key")
except Exception:
    pass
try:
    seen_ids.add(7)
    seen_ids.discard(7)
    if 7 in seen_ids:
        print("IMPOSSIBLE discarded and still there")
except Exception:
    pass
try:
    stack.append("top")
    if stack.pop() != "top":
        print("IMPOSSIBLE pop after append returns another")
except Exception:
    pass
try:
    n_before = len(history)
    history.extend([1, 2])
    if len(history) != n_before + 2:
        print("IMPOSSIBLE extend by two adds other")
except Exception:
    pass
try:
    registry.update(alpha=1)
    if registry.get("alpha") != 1:
        print("IMPOSSIBLE update by keyword not kept")
except Exception:
    pass
try:
    cache.clear()
    if cache:
        print("IMPOSSIBLE a cleared collection is truthy")
except Exception:
    pass
try:
    removed = pending.pop("job", None)
    if removed is None and "job" in pending:
        print("IMPOSSIBLE pop with a default leaves the key")
except Exception:
    pass
print("possible 2")
