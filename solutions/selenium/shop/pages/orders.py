# Practice Shop: the order history: one row per order, newest first, each a link to its view.
from selenium.webdriver.common.by import By

from .view import View


class OrdersPage(View):
    PATH = "/shop/orders"
    READY = ("orders-table", "orders-empty")

    def rows(self):
        """Each order's cells as shown: (number, placed, items, total)."""
        return [tuple(cell.text for cell in row.find_elements(By.CSS_SELECTOR, "th, td"))
                for row in self._find_all("order-row")]

    def empty_message(self):
        return self._text("orders-empty")

    def open_order(self, number):
        link = next(link for link in self._find_all("order-link") if link.text == number)
        link.click()
