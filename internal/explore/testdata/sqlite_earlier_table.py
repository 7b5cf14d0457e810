res = cur.execute("SELECT title, year FROM movie ORDER BY year")
rows = res.fetchall()
cur.execute("INSERT INTO review VALUES(?, ?)", ("Python", 5))
