# Practice Shop: the cart: its lines, a quantity saved as it changes, Remove and the subtotal.
from selenium.webdriver.common.keys import Keys

from ..shop_data import cents
from .component import hook
from .view import View


class CartPage(View):
    PATH = "/shop/cart"
    READY = ("cart-list", "cart-empty")

    def lines(self):
        """(name, price, quantity, line total) of each line, in order, amounts in cents."""
        return [(self._in(row, "cart-item-name").text,
                 cents(self._in(row, "cart-item-price").text),
                 int(self._in(row, "cart-item-quantity").get_attribute("value")),
                 cents(self._in(row, "cart-item-total").text))
                for row in self._find_all("cart-item")]

    def subtotal(self):
        return self._text("cart-subtotal")

    def empty_message(self):
        return self._text("cart-empty")

    def has_checkout(self):
        return self._is_shown("checkout")

    def set_quantity(self, product, quantity):
        """Types a quantity, which the cart saves at once; returns once the cart has answered:
        with the alert's text, or None when it took the new quantity."""
        field = self._in(self._row(product), "cart-item-quantity")
        field.send_keys(Keys.CONTROL, "a")
        field.send_keys(str(quantity))
        self._wait_for(lambda: self.has_alert() or self._line_total_agrees(product),
                       f"the cart did not answer the quantity {quantity} of {product.name}")
        return self.alert() if self.has_alert() else None

    def remove(self, product):
        self._click(f"remove-{product.slug}")
        self._wait_for(lambda: not self._has_line(product), f"{product.name} stayed in the cart")

    def checkout(self):
        self._click("checkout")

    def _line_total_agrees(self, product):
        # Saved once the line's total is its price times the quantity the field shows.
        _, price, quantity, total = next(line for line in self.lines() if line[0] == product.name)
        return total == price * quantity

    def _has_line(self, product):
        return any(line[0] == product.name for line in self.lines())

    def _row(self, product):
        return next(row for row in self._find_all("cart-item")
                    if self._in(row, "cart-item-name").text == product.name)

    @staticmethod
    def _in(row, name):
        return row.find_element(*hook(name))
