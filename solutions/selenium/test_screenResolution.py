# Window size: resize the browser window and compare the page's figures with the browser's own.
from selenium.webdriver.common.by import By
from selenium.webdriver.support import expected_conditions as EC
from selenium.webdriver.support.ui import WebDriverWait


def value_of(term):
    # Each size is the <dd> right after its <dt> term.
    return (By.XPATH, f'//dt[normalize-space()="{term}"]/following-sibling::dd[1]')


def viewport(driver):
    return driver.execute_script("return `${innerWidth} x ${innerHeight}`;")


def test_shows_the_screen_and_the_live_viewport_size(driver, base_url):
    driver.get(f"{base_url}/screenResolution")
    wait = WebDriverWait(driver, 10)
    screen = driver.execute_script("return `${screen.width} x ${screen.height}`;")
    wait.until(EC.text_to_be_present_in_element(
        value_of("Screen Resolution (Monitor)"), screen))
    wait.until(EC.text_to_be_present_in_element(
        value_of("Viewport (Browser Window)"), viewport(driver)))

    # The window includes the browser's own bars, so read the new viewport from the browser.
    driver.set_window_size(900, 700)
    wait.until(lambda d: d.find_element(*value_of("Viewport (Browser Window)")).text
               == viewport(d))
    assert viewport(driver).startswith("900 x ")
