# Radio buttons: pick one option of a group, then check enabled and disabled states.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait

METHODS = ["PayPal", "Credit card", "Debit card", "Bank transfer"]


def radio(driver, label):
    return driver.find_element(
        By.XPATH, f"//input[@type='radio'][@id=//label[normalize-space()='{label}']/@for]"
    )


def button(name):
    return (By.XPATH, f"//button[normalize-space()='{name}']")


def test_next_locks_the_method_and_cancel_unlocks_it(driver, base_url):
    driver.get(f"{base_url}/radioButtons")
    wait = WebDriverWait(driver, 5)
    wait.until(EC.element_to_be_clickable(button("Next")))
    assert radio(driver, "PayPal").is_selected()

    radio(driver, "Debit card").click()
    # Only one radio of a group can be checked.
    assert not radio(driver, "PayPal").is_selected()
    driver.find_element(*button("Next")).click()

    paying = wait.until(EC.presence_of_element_located(button("Paying with Debit card")))
    assert not paying.is_enabled()
    # The fieldset is disabled, and with it every radio inside.
    wait.until(lambda d: not any(radio(d, method).is_enabled() for method in METHODS))

    driver.find_element(*button("Cancel")).click()
    wait.until(lambda d: all(radio(d, method).is_enabled() for method in METHODS))
    assert not driver.find_element(*button("Cancel")).is_enabled()
    assert radio(driver, "Debit card").is_selected()
