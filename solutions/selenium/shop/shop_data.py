# Practice Shop: the shop's facts from SPEC-4 page 72 that the tests state their expectations with.
from collections import namedtuple

Product = namedtuple("Product", "id slug name category price stock")

# Prices in whole cents, so every sum is exact.
TRAIL_BACKPACK = Product(1, "trail-backpack", "Trail Backpack", "Bags", 4999, 10)
WATER_BOTTLE = Product(2, "water-bottle", "Water Bottle", "Outdoor", 1450, 10)
RAIN_JACKET = Product(3, "rain-jacket", "Rain Jacket", "Clothing", 8900, 10)
WOOL_SOCKS = Product(4, "wool-socks", "Wool Socks", "Clothing", 1299, 10)
HEAD_TORCH = Product(5, "head-torch", "Head Torch", "Outdoor", 2495, 10)
CAMPING_MUG = Product(6, "camping-mug", "Camping Mug", "Outdoor", 999, 10)
HIKING_BOOTS = Product(7, "hiking-boots", "Hiking Boots", "Clothing", 11900, 0)
SUN_HAT = Product(8, "sun-hat", "Sun Hat", "Clothing", 1999, 2)
FIRST_AID_KIT = Product(9, "first-aid-kit", "First Aid Kit", "Outdoor", 2950, 10)
MAP_CASE = Product(10, "map-case", "Map Case", "Bags", 1500, 10)
TREKKING_POLES = Product(11, "trekking-poles", "Trekking Poles", "Outdoor", 5990, 10)
DRY_BAG = Product(12, "dry-bag", "Dry Bag", "Bags", 2200, 10)
PRODUCTS = [TRAIL_BACKPACK, WATER_BOTTLE, RAIN_JACKET, WOOL_SOCKS, HEAD_TORCH, CAMPING_MUG,
            HIKING_BOOTS, SUN_HAT, FIRST_AID_KIT, MAP_CASE, TREKKING_POLES, DRY_BAG]

PASSWORD = "practice"
USERS = ["standard_user", "locked_user", "problem_user", "error_user", "slow_user",
         "visual_user", "a11y_user"]

# The rules of "Totals", in cents.
MAX_PER_LINE = 5
STANDARD_SHIPPING = 499
EXPRESS_SHIPPING = 1499
FREE_STANDARD_FROM = 10000
TAX_PERCENT = 8
SAVE10_PERCENT = 10


def max_per_line(product):
    return min(MAX_PER_LINE, product.stock)


def percent_of(cents, percent):
    """percent % of an amount, rounded half up to the cent."""
    return (cents * percent + 50) // 100


def money(cents):
    """12345 -> '$123.45', as the shop shows amounts (en-US, two decimals)."""
    return f"${cents // 100:,}.{cents % 100:02d}"


def cents(text):
    """'$1,234.56' -> 123456."""
    return int(text.replace("$", "").replace(",", "").replace(".", ""))
