import os
import random
import time
import uuid
print("possible 1")
try:
    if os.path.isfile(data_path) and os.path.basename(data_path) not in os.listdir(os.path.dirname(data_path) or "."):
        print("IMPOSSIBLE a file its directory does not list")
except Exception:
    pass
try:
    if os.path.isfile(cfg_path) and os.path.getsize(cfg_path) != len(open(cfg_path, "rb").read()):
        print("IMPOSSIBLE a size unlike what reads")
except Exception:
    pass
try:
    if os.path.isfile(st_path) and os.stat(st_path).st_size != os.path.getsize(st_path):
        print("IMPOSSIBLE stat against getsize")
except Exception:
    pass
try:
    if os.path.isfile(fd_path) and os.path.isdir(fd_path):
        print("IMPOSSIBLE a file and a directory")
except Exception:
    pass
try:
    with open(in_file) as fh_in:
        text_in = fh_in.read()
    if not os.path.exists(in_file):
        print("IMPOSSIBLE read a file that does not exist")
except Exception:
    pass
try:
    with open(log_file) as fh_l:
        first_l = fh_l.read()
    with open(log_file) as fh_l2:
        if fh_l2.read() != first_l:
            print("IMPOSSIBLE a file reads two ways")
except Exception:
    pass
try:
    if os.path.isdir(out_dir) and not os.path.exists(os.path.join(out_dir, ".")):
        print("IMPOSSIBLE a directory without dot")
except Exception:
    pass
try:
    for entry_n in os.listdir(src_dir):
        if not os.path.exists(os.path.join(src_dir, entry_n)):
            print("IMPOSSIBLE a listed entry missing")
except Exception:
    pass
try:
    if os.environ.get(env_key) != os.environ.get(env_key):
        print("IMPOSSIBLE an environment variable read twice differs")
except Exception:
    pass
try:
    if os.getenv(env_k2) != os.environ.get(env_k2):
        print("IMPOSSIBLE getenv against environ")
except Exception:
    pass
try:
    if "HOME" in os.environ and os.environ.get("HOME") is None:
        print("IMPOSSIBLE a variable present yet None")
except Exception:
    pass
try:
    tok_v = os.environ[env_k3]
    if env_k3 not in os.environ:
        print("IMPOSSIBLE read from environ yet absent")
except Exception:
    pass
try:
    m1 = time.monotonic()
    m2 = time.monotonic()
    if m2 < m1:
        print("IMPOSSIBLE monotonic backwards")
except Exception:
    pass
try:
    random.seed(seed_v)
    ra = random.random()
    random.seed(seed_v)
    if random.random() != ra:
        print("IMPOSSIBLE a seeded draw differs")
except Exception:
    pass
try:
    rv = random.randint(lo_v, hi_v)
    if rv < lo_v or rv > hi_v:
        print("IMPOSSIBLE randint outside its bounds")
except Exception:
    pass
try:
    if random.choice(pool_v) not in pool_v:
        print("IMPOSSIBLE a choice not in its pool")
except Exception:
    pass
try:
    if len(random.sample(pop_v, k_v)) != k_v:
        print("IMPOSSIBLE a sample of another size")
except Exception:
    pass
try:
    if uuid.UUID(str(uid_v)) != uid_v:
        print("IMPOSSIBLE uuid round trip")
except Exception:
    pass
try:
    if uuid.uuid4() == uuid.uuid4():
        print("IMPOSSIBLE two fresh uuids equal")
except Exception:
    pass
try:
    import requests
    r_h = requests.head(url_h)
    if r_h.text:
        print("IMPOSSIBLE a HEAD with a body")
except Exception:
    pass
try:
    import requests
    r_g = requests.get(url_g)
    if r_g.status_code >= 400 and r_g.ok:
        print("IMPOSSIBLE an error status that is ok")
except Exception:
    pass
try:
    import requests
    r_s = requests.get(url_s)
    if r_s.status_code == 200 and not r_s.ok:
        print("IMPOSSIBLE 200 not ok")
except Exception:
    pass
try:
    import requests
    r_c = requests.get(url_c)
    if r_c.headers.get("content-type") != r_c.headers.get("Content-Type"):
        print("IMPOSSIBLE headers case-sensitive")
except Exception:
    pass
try:
    import requests
    r_r = requests.get(url_r)
    try:
        r_r.raise_for_status()
        if r_r.status_code >= 400:
            print("IMPOSSIBLE raise_for_status passes an error")
    except requests.HTTPError:
        if r_r.ok:
            print("IMPOSSIBLE raise_for_status fails an ok response")
except Exception:
    pass
try:
    import urllib.request
    resp_u = urllib.request.urlopen(url_u)
    if resp_u.status != resp_u.getcode():
        print("IMPOSSIBLE status against getcode")
except Exception:
    pass
try:
    import csv, sqlite3, decimal, xml.etree.ElementTree, email.mime.text, http.client, concurrent.futures, logging.handlers
except ImportError:
    print("IMPOSSIBLE a standard import fails")
try:
    import json as json_mod
    if json_mod.loads("[1]") != [1]:
        print("IMPOSSIBLE json is not json")
except Exception:
    pass
try:
    if os.path.exists(ex_path) and not os.path.exists(os.path.abspath(ex_path)):
        print("IMPOSSIBLE exists relative, not absolute")
except Exception:
    pass
try:
    with open(wr_path, "w") as fw:
        fw.write("abc")
    if os.path.getsize(wr_path) != 3:
        print("IMPOSSIBLE a written file of another size")
except Exception:
    pass
try:
    with open(app_path, "a") as fa:
        fa.write("x")
    if not os.path.exists(app_path):
        print("IMPOSSIBLE an appended file missing")
except Exception:
    pass
print("possible 2")
