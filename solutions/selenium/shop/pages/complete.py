# Practice Shop: the order is placed: its number, where the confirmation went, View order.
from .view import View


class CompletePage(View):
    PATH = r"/shop/checkout/complete/[^/]+"
    READY = ("order-number",)

    def header(self):
        return self._text("complete-header")

    def order_number(self):
        return self._text("order-number")

    def confirmation(self):
        return self._text("confirmation-email")

    def view_order(self):
        self._click("view-order")
