# Practice Shop: checkout, overview: the order as it will be placed, and Place order.
from .summary import OrderSummary


class OverviewPage(OrderSummary):
    PATH = "/shop/checkout/overview"

    def place_order(self):
        self._click("place-order")

    def cancel(self):
        self._click("cancel")
