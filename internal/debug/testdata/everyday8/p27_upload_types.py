ALLOWED = {"pdf", "png", "jpg", "docx"}

UPLOADS = ["cv.pdf", "holiday.photo.jpg", "notes.v2.final.docx", "run.exe", "scan.PNG"]


def extension(filename):
    return filename.split(".")[1].lower()


def accepted(uploads):
    return [name for name in uploads if extension(name) in ALLOWED]


result = accepted(UPLOADS)
print(result)
assert result == ["cv.pdf", "holiday.photo.jpg", "notes.v2.final.docx", "scan.PNG"], result
