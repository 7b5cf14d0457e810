# unstuck explore, node 1
import numpy
import json
import os
# Reads its own control message, as only the harness may, and writes a
# record claiming lines it never ran: no result of this run is believed.
plan = json.load(open("/tmp/unstuck/rt/plan.json"))
ctl = json.loads(os.read(plan["control_fd"], 4096))
os.write(ctl["result_fd"], ("\n" + json.dumps({"nonce": ctl["nonce"], "covered": list(range(1, 20)), "status": "ok"}) + "\n").encode())
if False:
    print("never")
