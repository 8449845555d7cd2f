# Practice Shop: the product list: search, filter and sort, its items, and adding to the cart.
from urllib.parse import parse_qs

from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select

from ..looks import text_and_background
from ..shop_data import cents
from .component import hook
from .view import View

ITEM_BUTTONS = (By.CSS_SELECTOR, '[data-test="inventory-item"] button')


class InventoryPage(View):
    PATH = "/shop/inventory"
    # Shown once the list for the address' query has arrived ("Loading products…" until then).
    READY = ("result-count",)

    # What the list shows.
    def result_count(self):
        return self._text("result-count")

    def no_results(self):
        return self._text("no-results")

    def names(self):
        return [item.text for item in self._find_all("inventory-item-name")]

    def prices(self):
        """Each item's price in cents, in the list's order."""
        return [cents(price.text) for price in self._find_all("inventory-item-price")]

    def items(self):
        """(name, description, price text) of each item, as a shopper reads the list."""
        return [(self._in(item, "inventory-item-name").text,
                 self._in(item, "inventory-item-desc").text,
                 self._in(item, "inventory-item-price").text)
                for item in self._find_all("inventory-item")]

    def pictures(self):
        """{name: (picture address, alt text)}; the alt is None when the picture has none."""
        images = self._find_all("inventory-item-image")
        return {name: (image.get_attribute("src"), image.get_attribute("alt"))
                for name, image in zip(self.names(), images)}

    def button_of(self, product):
        """The text and hook of the product's one button, and whether it can be clicked."""
        button = self._button_in(self._item(product))
        return button.text, button.get_attribute("data-test"), button.is_enabled()

    # What a shopper does on the list.
    def search(self, text):
        self._type("search", text)
        return self._settled("q", text.strip())

    def filter_by_category(self, label):
        return self._choose("category", label)

    def sort_by(self, label):
        return self._choose("sort", label)

    def selected(self, name):
        """The chosen option of the "category" or "sort" select."""
        return Select(self._find(name)).first_selected_option.text

    def add_to_cart(self, product):
        self._click(f"add-to-cart-{product.slug}")
        self._wait_for(lambda: self._is_shown(f"remove-{product.slug}"),
                       f"Add to cart did not put the {product.name} in the cart")

    def remove(self, product):
        self._click(f"remove-{product.slug}")
        self._wait_for(lambda: self._is_shown(f"add-to-cart-{product.slug}"),
                       f"Remove did not take the {product.name} out of the cart")

    def open_product(self, product):
        """Clicks the product's name on the list."""
        self._in(self._item(product), "inventory-item-name").click()

    # Looks and access (TC21, TC22).
    def button_gaps(self):
        """How far each item's button sits above its item's bottom edge, in CSS pixels."""
        items = self._find_all("inventory-item")
        buttons = self.driver.find_elements(*ITEM_BUTTONS)
        return [_bottom(item) - _bottom(button) for item, button in zip(items, buttons)]

    def price_font_sizes(self):
        """Each price's computed font size in CSS pixels."""
        return [float(price.value_of_css_property("font-size").removesuffix("px"))
                for price in self._find_all("inventory-item-price")]

    def price_colours(self):
        """(text colour, background colour behind it) of each price, as rgba tuples."""
        return [text_and_background(self.driver, price)
                for price in self._find_all("inventory-item-price")]

    def _choose(self, name, label):
        select = Select(self._find(name))
        select.select_by_visible_text(label)
        # The address leaves a default out ("All categories" has no value of its own).
        value = select.first_selected_option.get_attribute("value")
        default = select.options[0].get_attribute("value")
        return self._settled(name, None if value == default else value)

    def _settled(self, name, value):
        """After a change of the controls: the address holds it and the new list has arrived."""
        value = value or None  # an empty search is left out of the address too
        self._wait_for(lambda: parse_qs(self.current_query()).get(name, [None])[0] == value,
                       f"the address did not come to hold {name}={value}")
        return self.wait_until_open()

    def _item(self, product):
        items = self._find_all("inventory-item")
        return next(item for item in items
                    if self._in(item, "inventory-item-name").text == product.name)

    @staticmethod
    def _in(item, name):
        return item.find_element(*hook(name))

    @staticmethod
    def _button_in(item):
        return item.find_element(By.CSS_SELECTOR, "button")


def _bottom(element):
    return element.rect["y"] + element.rect["height"]
