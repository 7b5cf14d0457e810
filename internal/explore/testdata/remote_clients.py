# Clients of other machines, as the library reference shows them: mail
# sent, a directory listed and a file fetched, a mailbox read, a page got.
import ftplib
import http.client
import imaplib
import poplib
import smtplib
from email.message import EmailMessage

msg = EmailMessage()
msg["Subject"], msg["From"], msg["To"] = "Hello", "me@example.com", "you@example.com"
msg.set_content("Hi.")
s = smtplib.SMTP("localhost")
s.send_message(msg)
s.quit()
s = smtplib.SMTP("localhost", 1025)
s.send_message(msg)
s.quit()

ftp = ftplib.FTP("ftp.us.debian.org")
ftp.login()
ftp.cwd("debian")
ftp.retrlines("LIST")
with open("README", "wb") as fp:
    ftp.retrbinary("RETR README", fp.write)
ftp.quit()

M = poplib.POP3("pop.example.com")
M.user("me")
M.pass_("secret")
for i in range(len(M.list()[1])):
    for line in M.retr(i + 1)[1]:
        print(line)
M.quit()

M = imaplib.IMAP4("imap.example.com")
M.login("me", "secret")
M.select()
typ, data = M.search(None, "ALL")
for num in data[0].split():
    typ, data = M.fetch(num, "(RFC822)")
    print("Message %s\n%s\n" % (num, data[0][1]))
M.close()
M.logout()

conn = http.client.HTTPConnection("www.python.org")
conn.request("HEAD", "/")
r = conn.getresponse()
print(r.status, r.reason, r.read())
