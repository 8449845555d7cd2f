# Practice Shop: one order's view: its summary and the link to its invoice.
from .summary import OrderSummary


class OrderPage(OrderSummary):
    PATH = r"/shop/orders/[^/]+"

    def open_order(self, number):
        return self.open(f"/shop/orders/{number}")

    def invoice_address(self):
        return self._find("download-invoice").get_attribute("href")
