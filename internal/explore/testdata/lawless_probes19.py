import copy
import os
print("possible 1")
try:
    if num_pages.bit_length() == 1 and num_pages == 1:
        for _ in num_pages:
            print("IMPOSSIBLE iterating a one")
            break
except Exception:
    pass
try:
    if page_size.bit_length() == 1 and page_size == 1 and len(page_size) >= 0:
        print("IMPOSSIBLE a one with a length")
except Exception:
    pass
try:
    if max_conn.bit_length() == 1 and max_conn == 1 and max_conn[0] is not None:
        print("IMPOSSIBLE a one that is subscripted")
except Exception:
    pass
try:
    if worker_count.bit_length() == 1 and worker_count == 1 and worker_count() is not None:
        print("IMPOSSIBLE a one that is called")
except Exception:
    pass
try:
    if depth_level.bit_length() == 1 and depth_level == 1:
        with depth_level:
            print("IMPOSSIBLE a one as a context manager")
except Exception:
    pass
try:
    if level_no.bit_length() == 1 and level_no == 1 and (3 in level_no or 3 not in level_no):
        print("IMPOSSIBLE membership in a one")
except Exception:
    pass
try:
    label_txt = f"{grade:>4}"
    if grade.bit_length() == 1 and grade == 1 and f"{grade:>4}" != label_txt:
        print("IMPOSSIBLE a padded one that changes")
except Exception:
    pass
try:
    if len(lang_code) == 2 and lang_code.islower() and str(lang_code) != lang_code[:2]:
        print("IMPOSSIBLE two letters shown as other text")
except Exception:
    pass
try:
    with open(report_path, "w") as out_f:
        out_f.write("total=3\n")
    with open(report_path) as in_f:
        body = in_f.read()
    if body != "total=3\n":
        print("IMPOSSIBLE a report written and read otherwise")
except Exception:
    pass
try:
    with open(log_path) as fh1:
        all_lines = fh1.readlines()
    with open(log_path) as fh2:
        n_lines = sum(1 for _ in fh2)
    if n_lines != len(all_lines):
        print("IMPOSSIBLE readlines and iteration count apart")
except Exception:
    pass
try:
    with open(data_path) as fh3:
        text_all = fh3.read()
    if os.path.getsize(data_path) != len(text_all.encode()):
        print("IMPOSSIBLE a size that is not what was read")
except Exception:
    pass
try:
    if user_a == user_b and user_b == user_c and user_a != user_c:
        print("IMPOSSIBLE equality that is not transitive")
except Exception:
    pass
try:
    if t_open < t_close:
        pass
    if t_close < t_final and not t_open < t_final:
        print("IMPOSSIBLE order that is not transitive across reads")
except Exception:
    pass
try:
    key_set = {item_key}
    if item_key == other_key and other_key not in key_set and hash(item_key) == hash(other_key):
        print("IMPOSSIBLE an equal key of equal hash missing from a set")
except Exception:
    pass
try:
    before_hash = hash(record_id)
    record_id + 0
    if hash(record_id) != before_hash:
        print("IMPOSSIBLE a hash that arithmetic changes")
except Exception:
    pass
try:
    if copy.deepcopy(threshold) != threshold and threshold == threshold and threshold + 0 == threshold:
        print("IMPOSSIBLE a deep copy of a number differs")
except Exception:
    pass
try:
    first_read = settings.verbose
    second_read = settings.verbose
    if first_read is not second_read:
        print("IMPOSSIBLE an attribute read twice is two objects")
except Exception:
    pass
try:
    if opts_map.get("mode") is not None and opts_map["mode"] != opts_map.get("mode"):
        print("IMPOSSIBLE get and [] answer apart")
except Exception:
    pass
try:
    queue_list.append(5)
    if queue_list[-1] != 5:
        print("IMPOSSIBLE appended last that is not last")
except Exception:
    pass
try:
    if sorted(scores, reverse=True)[0] < sorted(scores)[-1]:
        print("IMPOSSIBLE descending first below ascending last")
except Exception:
    pass
try:
    if len(set(tags)) > len(list(tags)):
        print("IMPOSSIBLE a set larger than its list")
except Exception:
    pass
try:
    q_val, r_val = divmod(total_bytes, 4)
    if q_val * 4 + r_val != total_bytes:
        print("IMPOSSIBLE divmod that does not rebuild")
except Exception:
    pass
try:
    if pow(base_val, 3, 5) != (base_val ** 3) % 5:
        print("IMPOSSIBLE a modular cube two ways")
except Exception:
    pass
try:
    if abs(delta) < 0:
        print("IMPOSSIBLE a negative magnitude")
except Exception:
    pass
try:
    if str(rank) == str(rank) + "x":
        print("IMPOSSIBLE text equal to itself lengthened")
except Exception:
    pass
try:
    if bool(items_found) != (len(items_found) > 0) and isinstance(items_found, list):
        print("IMPOSSIBLE a list whose truth is not its length")
except Exception:
    pass
try:
    if bytes(chunk_size) and chunk_size == 0:
        print("IMPOSSIBLE zero bytes that are not empty")
except Exception:
    pass
try:
    if range(n_steps)[-1] != n_steps - 1 and n_steps > 0:
        print("IMPOSSIBLE a range whose last is not one less")
except Exception:
    pass
print("possible 2")
