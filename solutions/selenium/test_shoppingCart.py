# Shopping cart: a small page object, prices read from the page, and a subtotal checked in cents.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import Select, WebDriverWait


def to_cents(price):
    """'$123.45' -> 12345: whole cents, so sums are exact."""
    return round(float(price.lstrip("$")) * 100)


def dollars(cents):
    return f"${cents // 100}.{cents % 100:02d}"


class ShoppingCartPage:
    """The shop's two views, search and cart, behind names a test can read."""

    SUBTOTAL = (By.XPATH, "//p[starts-with(., 'Subtotal: ')]")

    def __init__(self, driver):
        self.driver = driver
        self.wait = WebDriverWait(driver, 5)

    def search(self, term):
        field = self.wait.until(
            EC.visibility_of_element_located((By.CSS_SELECTOR, "form[role='search'] input"))
        )
        field.send_keys(term)
        self.driver.find_element(By.XPATH, "//form[@role='search']//button[.='Search']").click()

    def add(self, title):
        """Adds the product to the cart and returns its price in cents."""
        product = self.wait.until(
            EC.visibility_of_element_located((By.XPATH, f"//article[.//h3[.=\"{title}\"]]"))
        )
        price = product.find_element(By.XPATH, ".//p[starts-with(., '$')]").text
        product.find_element(By.XPATH, ".//button[.='Add to cart']").click()
        return to_cents(price)

    def wait_for_cart_count(self, count):
        # The badge holds the number, then " items" for screen readers only.
        self.wait.until(EC.presence_of_element_located(self.cart_button(f"Cart {count} items")))

    def open_cart(self):
        self.driver.find_element(*self.cart_button("Cart")).click()
        self.wait.until(EC.visibility_of_element_located((By.XPATH, "//h2[.='Your cart']")))

    @staticmethod
    def cart_button(text):
        return (By.XPATH, f"//main//button[starts-with(normalize-space(), '{text}')]")

    def set_quantity(self, title, quantity):
        # The select's label is visually hidden but still names it.
        select = self.driver.find_element(
            By.XPATH, f"//select[@id=//label[.=\"Quantity of {title}\"]/@for]"
        )
        Select(select).select_by_visible_text(str(quantity))

    def remove(self, title):
        item = self.driver.find_element(By.XPATH, f"//li[span[.=\"{title}\"]]")
        item.find_element(By.XPATH, ".//button[.='Remove']").click()

    def wait_for_subtotal(self, cents):
        expected = f"Subtotal: {dollars(cents)}"
        self.wait.until(EC.text_to_be_present_in_element(self.SUBTOTAL, expected))


def test_adds_two_products_changes_a_quantity_and_checks_the_subtotal(driver, base_url):
    driver.get(f"{base_url}/shoppingCart")
    shop = ShoppingCartPage(driver)
    shop.search("Laptop")

    best = shop.add("The Best Laptop Ever Made")
    second = shop.add("Laptop #2 you NEED this one!")
    shop.wait_for_cart_count(2)

    shop.open_cart()
    shop.wait_for_subtotal(best + second)
    shop.set_quantity("Laptop #2 you NEED this one!", 3)
    shop.wait_for_subtotal(best + 3 * second)

    shop.remove("The Best Laptop Ever Made")
    shop.wait_for_cart_count(1)
    shop.wait_for_subtotal(3 * second)
