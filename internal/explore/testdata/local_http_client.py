import http.client

conn = http.client.HTTPConnection("localhost", 8642)
conn.request("HEAD", "/status")
head = conn.getresponse()
assert head.read() == b""
conn.request("GET", "/status")
reply = conn.getresponse()
if reply.status == 200:
    payload = reply.read()
    print(len(payload))
conn.close()
