class Odometer:
    def __init__(self):
        self.km = 0.0
        self.trips = 0

    def drive(self, km):
        km = round(self.km + km, 1)
        self.trips += 1
        return self.trips


car = Odometer()
for leg in [12.5, 40.0, 7.5]:
    car.drive(leg)
print(car.km, car.trips)
assert (car.km, car.trips) == (60.0, 3), (car.km, car.trips)
